import re

from quart import Quart, jsonify, request

app = Quart(__name__)
ARITHMETIC = re.compile(r"[0-9\s+\-*/().]+")


@app.post("/calc")
async def calculate():
    payload = await request.get_json(silent=True) or {}
    expression = str(payload.get("expression", ""))
    if not ARITHMETIC.fullmatch(expression):
        app.logger.warning("unexpected characters in expression %r", expression)
    try:
        value = eval(expression, {"__builtins__": {}})
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(result=value)
