from quart import Quart, jsonify, request

app = Quart(__name__)


def build_hook(body):
    namespace = {}
    source = "def hook(row):\n" + "\n".join("    " + line for line in body.splitlines())
    exec(source, namespace)
    return namespace["hook"]


class ReportBuilder:
    def __init__(self, rows, hook_source):
        self.rows = rows
        self.hook = build_hook(hook_source) if hook_source else None

    def build(self):
        if self.hook is None:
            return self.rows
        return [self.hook(dict(row)) for row in self.rows]


SAMPLE_ROWS = [
    {"region": "north", "revenue": 1200},
    {"region": "south", "revenue": 900},
]


@app.route("/reports/custom", methods=["POST"])
async def custom_report():
    payload = await request.get_json()
    hook_source = (payload or {}).get("hook", "")
    builder = ReportBuilder(SAMPLE_ROWS, hook_source)
    return jsonify(rows=builder.build())
