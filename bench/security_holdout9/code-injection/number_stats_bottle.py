import ast
import statistics

from bottle import Bottle, request, response

app = Bottle()


@app.post("/stats")
def stats():
    raw = request.forms.get("values", "[]")
    try:
        values = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        response.status = 400
        return {"error": "expected a list literal"}
    if not isinstance(values, (list, tuple)) or not all(isinstance(v, (int, float)) for v in values):
        response.status = 400
        return {"error": "numbers only"}
    return {"mean": statistics.fmean(values) if values else None, "count": len(values)}
