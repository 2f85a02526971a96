from bottle import Bottle, request

app = Bottle()

FACTORS = {"km": 1000.0, "m": 1.0, "cm": 0.01, "mi": 1609.344}


def build_formula(value, src, dst):
    return "({}) * {} / {}".format(value, FACTORS.get(src, 1.0), FACTORS.get(dst, 1.0))


class Converter:
    def convert(self, value, src, dst):
        formula = build_formula(value, src, dst)
        scope = {}
        exec("result = " + formula, scope)
        return scope["result"]


@app.get("/convert")
def convert():
    q = request.query
    amount = q.get("value", "1")
    return {"value": Converter().convert(amount, q.get("from", "m"), q.get("to", "m"))}
