import json
import uuid
from dataclasses import asdict, dataclass

from sanic import Sanic
from sanic.exceptions import BadRequest, NotFound
from sanic.response import json as json_response

app = Sanic("workflows")
WORKFLOWS: dict[str, "Workflow"] = {}
STEP_KINDS = {"http", "email", "delay", "branch"}


@dataclass
class Step:
    kind: str
    params: dict


@dataclass
class Workflow:
    name: str
    steps: list


def build_workflow(data) -> Workflow:
    if not isinstance(data, dict) or not isinstance(data.get("steps"), list):
        raise BadRequest("workflow must have a steps list")
    steps = []
    for raw in data["steps"]:
        if not isinstance(raw, dict) or raw.get("kind") not in STEP_KINDS:
            raise BadRequest("bad step")
        steps.append(Step(kind=raw["kind"], params=dict(raw.get("params", {}))))
    return Workflow(name=str(data.get("name", "untitled"))[:100], steps=steps)


@app.post("/workflows/import")
async def import_workflow(request):
    try:
        data = json.loads(request.body)
    except json.JSONDecodeError:
        raise BadRequest("invalid JSON")
    workflow = build_workflow(data)
    workflow_id = uuid.uuid4().hex
    WORKFLOWS[workflow_id] = workflow
    return json_response({"id": workflow_id, "steps": len(workflow.steps)}, status=201)


@app.get("/workflows/<workflow_id>")
async def get_workflow(request, workflow_id):
    workflow = WORKFLOWS.get(workflow_id)
    if workflow is None:
        raise NotFound("unknown workflow")
    return json_response(asdict(workflow))


@app.delete("/workflows/<workflow_id>")
async def delete_workflow(request, workflow_id):
    if WORKFLOWS.pop(workflow_id, None) is None:
        raise NotFound("unknown workflow")
    return json_response({"deleted": workflow_id})
