import ast

from quart import Quart, jsonify, request

app = Quart(__name__)


@app.route("/config/parse", methods=["POST"])
async def parse_settings():
    raw = (await request.get_data()).decode("utf-8")
    lines = [ln for ln in raw.splitlines() if "=" in ln and not ln.lstrip().startswith("#")]
    parsed = {}
    for line in lines:
        key, _, literal = line.partition("=")
        try:
            parsed[key.strip()] = ast.literal_eval(literal.strip())
        except (ValueError, SyntaxError):
            return jsonify(error=f"cannot parse {key.strip()}"), 400
    return jsonify(parsed)
