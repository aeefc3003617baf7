import { Controller, useFormContext } from "react-hook-form";
import { MEDIUM_OPTIONS, type CreateAppraisalFields } from "@contracts/appraisals";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FormField, getErrorId } from "@/components/form-field";

const TEXT_FIELDS = [
  { name: "artistName", label: "Artist", placeholder: "e.g. Claude Monet, or unknown", autoComplete: "off" },
  { name: "artworkTitle", label: "Title", placeholder: "e.g. Water Lilies", autoComplete: "off" },
  { name: "yearCreated", label: "Year", placeholder: "e.g. 1905 or c. 1900", autoComplete: "off" },
] as const;

const DIMENSION_FIELDS = [
  { name: "height", label: "Height" },
  { name: "width", label: "Width" },
] as const;

/** Step 1: the medium (required) and what the owner knows of artist, title, year and size. */
export function BasicInfoForm() {
  const {
    control,
    register,
    trigger,
    formState: { errors },
  } = useFormContext<CreateAppraisalFields>();

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Controller
        control={control}
        name="medium"
        render={({ field, fieldState }) => (
          <FormField id="appraisal-medium" label="Medium" isRequired error={fieldState.error?.message} className="sm:col-span-2">
            <Select
              value={field.value ?? ""}
              onValueChange={(value) => {
                field.onChange(value);
                // Clear "Please select a medium" as soon as one is chosen.
                void trigger("medium");
              }}
              name={field.name}
            >
              <SelectTrigger
                id="appraisal-medium"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-required="true"
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? getErrorId("appraisal-medium") : undefined}
              >
                <SelectValue placeholder="Select a medium" />
              </SelectTrigger>
              <SelectContent>
                {MEDIUM_OPTIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />

      {TEXT_FIELDS.map(({ name, label, placeholder, autoComplete }) => (
        <FormField
          key={name}
          id={`appraisal-${name}`}
          label={label}
          error={errors[name]?.message}
          className={name === "yearCreated" ? "sm:col-span-2" : undefined}
        >
          <Input
            id={`appraisal-${name}`}
            placeholder={placeholder}
            autoComplete={autoComplete}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? getErrorId(`appraisal-${name}`) : undefined}
            {...register(name)}
          />
        </FormField>
      ))}

      <div className="grid grid-cols-2 gap-4 sm:col-span-2 sm:gap-5">
        {DIMENSION_FIELDS.map(({ name, label }) => (
          <FormField key={name} id={`appraisal-${name}`} label={label} labelHint="(inches)" error={errors[name]?.message}>
            <Input
              id={`appraisal-${name}`}
              inputMode="decimal"
              placeholder="e.g. 24"
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? getErrorId(`appraisal-${name}`) : undefined}
              {...register(name)}
            />
          </FormField>
        ))}
      </div>
    </div>
  );
}
