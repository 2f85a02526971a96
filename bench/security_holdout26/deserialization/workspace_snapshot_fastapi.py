import jsonpickle
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()

_restored: dict[str, object] = {}


class SnapshotUpload(BaseModel):
    name: str = Field(min_length=1, max_length=80)
    state: str


class SnapshotService:
    def __init__(self, upload: SnapshotUpload):
        self.upload = upload

    def restore(self):
        return jsonpickle.decode(self.upload.state)

    def summary(self, state) -> dict:
        panels = getattr(state, "panels", None) or (state.get("panels", []) if isinstance(state, dict) else [])
        return {"name": self.upload.name, "panels": len(panels)}


@app.post("/workspaces/snapshots/restore")
def restore_snapshot(upload: SnapshotUpload):
    service = SnapshotService(upload)
    try:
        state = service.restore()
    except Exception:
        raise HTTPException(status_code=400, detail="snapshot could not be read")
    _restored[upload.name] = state
    return service.summary(state)
