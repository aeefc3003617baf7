import { useEffect, useRef, useState } from "react";
import { computeQuickEstimate, QUICK_ESTIMATE_DEFAULT_DIMENSIONS, type QuickEstimateResult as EstimateResult } from "@engine/valuation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MarketTrendsTab } from "./market-trends-tab";
import { QuickEstimateForm, type QuickEstimateValues } from "./quick-estimate-form";
import { QuickEstimateResult } from "./quick-estimate-result";

/** Core spec section 9: the quick estimate's simulated delay. */
const CALCULATION_DELAY_MS = 1500;

const INITIAL_VALUES: QuickEstimateValues = {
  style: "Impressionism",
  medium: "Oil",
  condition: "Good",
  boughtAt: "Don't know or inherited",
  age: 50,
  width: QUICK_ESTIMATE_DEFAULT_DIMENSIONS.width,
  height: QUICK_ESTIMATE_DEFAULT_DIMENSIONS.height,
  artist: "",
  hasImage: false,
};

/** The Quick Art Valuation card: the Estimate form or its result, and the Market Trends tab. Loaded lazily. */
export function QuickValuationCard() {
  const [values, setValues] = useState(INITIAL_VALUES);
  const [result, setResult] = useState<EstimateResult>();
  const [isCalculating, setIsCalculating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function handleSubmit() {
    setIsCalculating(true);
    timer.current = setTimeout(() => {
      setResult(computeQuickEstimate({ ...values, artist: values.artist.trim() || null }));
      setIsCalculating(false);
    }, CALCULATION_DELAY_MS);
  }

  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle className="text-xl">Quick Art Valuation</CardTitle>
        <CardDescription>Get an instant estimate of your artwork's value in seconds.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="estimate">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="estimate">Estimate</TabsTrigger>
            <TabsTrigger value="trends">Market Trends</TabsTrigger>
          </TabsList>
          <TabsContent value="estimate" className="mt-5">
            {result ? (
              <QuickEstimateResult values={values} result={result} onReset={() => setResult(undefined)} />
            ) : (
              <QuickEstimateForm values={values} isCalculating={isCalculating} onChange={setValues} onSubmit={handleSubmit} />
            )}
          </TabsContent>
          <TabsContent value="trends" className="mt-5">
            <MarketTrendsTab />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
