import base64
import logging
import pickle
import time
import uuid
from typing import Any, Dict, List

from fastapi import FastAPI, File, HTTPException, UploadFile
from pydantic import BaseModel

app = FastAPI(title="notebook-workspaces")
log = logging.getLogger("workspaces")

WORKSPACES: Dict[str, Dict[str, Any]] = {}
MAX_SNAPSHOT = 20 * 1024 * 1024


class WorkspaceInfo(BaseModel):
    id: str
    variables: List[str]
    restored_at: float


class SnapshotCodec:
    """Snapshots are exported by the desktop client as a pickled dict of variables."""

    @staticmethod
    def encode(variables: Dict[str, Any]) -> str:
        return base64.b64encode(pickle.dumps(variables)).decode()

    @staticmethod
    def decode(blob: bytes) -> Dict[str, Any]:
        data = pickle.loads(blob)
        if not isinstance(data, dict):
            raise ValueError("snapshot must contain a mapping")
        return data


@app.post("/workspaces/restore", response_model=WorkspaceInfo)
async def restore(snapshot: UploadFile = File(...)):
    blob = await snapshot.read()
    if len(blob) > MAX_SNAPSHOT:
        raise HTTPException(status_code=413, detail="snapshot too large")
    try:
        variables = SnapshotCodec.decode(blob)
    except Exception as exc:
        log.warning("failed to restore snapshot: %s", exc)
        raise HTTPException(status_code=400, detail="invalid snapshot")
    ws_id = uuid.uuid4().hex
    WORKSPACES[ws_id] = variables
    log.info("restored workspace %s with %d variables", ws_id, len(variables))
    return WorkspaceInfo(id=ws_id, variables=sorted(variables), restored_at=time.time())


@app.get("/workspaces/{ws_id}/export")
def export(ws_id: str):
    variables = WORKSPACES.get(ws_id)
    if variables is None:
        raise HTTPException(status_code=404)
    return {"snapshot": SnapshotCodec.encode(variables)}


@app.delete("/workspaces/{ws_id}")
def delete(ws_id: str):
    WORKSPACES.pop(ws_id, None)
    return {"deleted": ws_id}
