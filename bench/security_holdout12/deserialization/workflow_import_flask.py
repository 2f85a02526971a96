import yaml
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
WORKFLOWS = {}


class WorkflowLoader:
    required = ("name", "steps")

    def load(self, text):
        spec = yaml.safe_load(text)
        if not isinstance(spec, dict) or any(k not in spec for k in self.required):
            abort(400)
        return spec


@app.post("/workflows/import")
def import_workflow():
    spec = WorkflowLoader().load(request.get_data(as_text=True))
    WORKFLOWS[str(spec["name"])] = spec
    return jsonify({"name": spec["name"], "steps": len(spec["steps"])})
