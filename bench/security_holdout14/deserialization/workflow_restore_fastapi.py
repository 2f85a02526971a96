import jsonpickle
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()


class RestoreRequest(BaseModel):
    workflow_id: str = Field(..., max_length=36)
    snapshot: str = Field(..., description="serialized workflow state")


class WorkflowState:
    def __init__(self, step=0, data=None):
        self.step = step
        self.data = data or {}


@app.post("/workflows/restore")
async def restore_workflow(req: RestoreRequest):
    state = jsonpickle.decode(req.snapshot)
    if not isinstance(state, WorkflowState):
        raise HTTPException(422, "snapshot is not a workflow state")
    return {"workflow": req.workflow_id, "step": state.step, "keys": sorted(state.data)}
