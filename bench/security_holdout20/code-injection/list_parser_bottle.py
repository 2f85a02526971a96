import ast

from bottle import Bottle, request

app = Bottle()


@app.post("/parse-list")
def parse_list():
    raw = request.forms.get("values", "[]")
    cleaned = raw.strip().replace("\r\n", " ")
    head, _, _comment = cleaned.partition("#")
    try:
        values = ast.literal_eval(head)
    except (ValueError, SyntaxError):
        return {"error": "could not parse"}
    if not isinstance(values, (list, tuple)):
        return {"error": "expected a list"}
    return {"count": len(values), "values": list(values)}
