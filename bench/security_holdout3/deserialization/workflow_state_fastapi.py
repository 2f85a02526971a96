import jsonpickle
from fastapi import Body, FastAPI, HTTPException

from .engine import WorkflowEngine

app = FastAPI()
engine = WorkflowEngine()


class WorkflowStore:
    def __init__(self):
        self._states = {}

    def restore(self, workflow_id: str, blob: str):
        state = jsonpickle.decode(blob)
        self._states[workflow_id] = state
        return state


store = WorkflowStore()


@app.put("/workflows/{workflow_id}/state")
def restore_state(workflow_id: str, blob: str = Body(..., media_type="text/plain")):
    state = store.restore(workflow_id, blob)
    if not hasattr(state, "current_step"):
        raise HTTPException(status_code=422, detail="not a workflow state")
    engine.resume(workflow_id, state)
    return {"workflow": workflow_id, "step": state.current_step}
