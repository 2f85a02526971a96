from bottle import Bottle, request

app = Bottle()
USE_CUSTOM_EXPR = False
DEFAULT_EXPR = "sum(values) / len(values)"


class Aggregation:
    def __init__(self, requested):
        self.expr = requested if USE_CUSTOM_EXPR else DEFAULT_EXPR


@app.get("/stats/aggregate")
def aggregate():
    agg = Aggregation(request.query.get("expr", DEFAULT_EXPR))
    values = [4, 8, 15, 16, 23, 42]
    result = eval(agg.expr, {"sum": sum, "len": len}, {"values": values})
    return {"result": result}
