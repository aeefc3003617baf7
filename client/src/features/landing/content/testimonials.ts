/** The landing page's three sample testimonials (core spec: landing page; static). */
export const TESTIMONIALS = [
  {
    quote:
      "I inherited a painting from my grandmother and had no idea of its value. The report was detailed, easy to read and arrived in less than two days.",
    name: "Sarah Johnson",
    role: "Inherited collection",
    rating: 5,
  },
  {
    quote:
      "As a small gallery owner I need quick, reliable valuations. The market analysis in each report helps me price works with confidence.",
    name: "Michael Chen",
    role: "Gallery owner",
    rating: 5,
  },
  {
    quote:
      "Great service for insuring my collection. The historical context was a lovely bonus, and the credits made appraising several pieces affordable.",
    name: "Emma Rodriguez",
    role: "Private collector",
    rating: 4.5,
  },
] as const;
