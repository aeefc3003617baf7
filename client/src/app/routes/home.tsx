export default function HomePage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold">Expert art appraisal, from home</h1>
    </section>
  );
}
