import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}", "./app/content/**/*.json"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef5ff",
          100: "#d9e8ff",
          200: "#bcd6ff",
          300: "#8ebcff",
          400: "#5997ff",
          500: "#3372f7",
          600: "#1d53ec",
          700: "#1640c9",
          800: "#1836a3",
          900: "#1a3381",
          950: "#14214f",
        },
        ink: "#0f172a",
      },
      fontFamily: {
        sans: [
          "Inter",
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
      },
      keyframes: {
        "toast-out": { to: { opacity: "0", transform: "translateY(8px)", visibility: "hidden" } },
      },
    },
  },
  plugins: [],
} satisfies Config;
