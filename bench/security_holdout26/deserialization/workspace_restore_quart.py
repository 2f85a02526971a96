from pydantic import BaseModel, Field, ValidationError
from quart import Quart, abort, jsonify, request

app = Quart(__name__)

_restored: dict[str, object] = {}


class Panel(BaseModel):
    kind: str = Field(max_length=40)
    title: str = Field(default="", max_length=120)


class WorkspaceState(BaseModel):
    panels: list[Panel] = []
    theme: str = "light"


class SnapshotService:
    def __init__(self, name: str, state: str):
        self.name = name
        self.state = state

    def restore(self) -> WorkspaceState:
        return WorkspaceState.model_validate_json(self.state)

    def summary(self, state: WorkspaceState) -> dict:
        return {"name": self.name, "panels": len(state.panels), "theme": state.theme}


@app.post("/workspaces/snapshots/restore")
async def restore_snapshot():
    body = await request.get_json()
    if not isinstance(body, dict) or not isinstance(body.get("state"), str):
        abort(400)
    service = SnapshotService(str(body.get("name", "untitled"))[:80], body["state"])
    try:
        state = service.restore()
    except ValidationError:
        abort(400)
    _restored[service.name] = state
    return jsonify(service.summary(state))
