import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

type BindableForm<T extends FieldValues> = Pick<UseFormReturn<T>, "register" | "getFieldState" | "formState">;

/** Ties TextField/PasswordField to a react-hook-form form: `{...field("email")}` registers the input and passes its error. */
export function bindFields<T extends FieldValues>(form: BindableForm<T>) {
  return (name: Path<T>) => ({ ...form.register(name), error: form.getFieldState(name, form.formState).error?.message });
}
