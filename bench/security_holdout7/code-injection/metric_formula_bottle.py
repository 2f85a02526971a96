from bottle import Bottle, HTTPError, request

app = Bottle()

METRIC_FORMULAS = {
    "ctr": "clicks / impressions if impressions else 0.0",
    "cpc": "spend / clicks if clicks else 0.0",
    "conversion_rate": "conversions / clicks if clicks else 0.0",
}


@app.get("/campaigns/metric")
def metric_formula():
    metric = request.query.get("metric", "ctr")
    expression = METRIC_FORMULAS.get(metric)
    if expression is None:
        raise HTTPError(404, "unknown metric")
    stats = {
        "clicks": int(request.query.get("clicks", "0")),
        "impressions": int(request.query.get("impressions", "0")),
        "spend": float(request.query.get("spend", "0")),
        "conversions": int(request.query.get("conversions", "0")),
    }
    value = eval(expression, {"__builtins__": {}}, stats)
    return {"metric": metric, "value": round(value, 4)}
