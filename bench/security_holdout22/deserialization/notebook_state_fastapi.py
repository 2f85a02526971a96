from datetime import datetime, timezone

import jsonpickle
from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel, Field

from .auth import User, current_user
from .storage import NotebookStore, get_store

router = APIRouter(prefix="/api/notebooks", tags=["notebooks"])


class KernelSnapshot(BaseModel):
    kernel: str = Field(pattern=r"^python3(\.\d+)?$")
    snapshot: str = Field(min_length=2, max_length=1_000_000)
    label: str | None = Field(default=None, max_length=80)


class RestoreResult(BaseModel):
    notebook_id: int
    variables: list[str]
    restored_at: datetime


@router.post("/{notebook_id}/restore", response_model=RestoreResult)
def restore_kernel_state(
    notebook_id: int,
    body: KernelSnapshot,
    user: User = Depends(current_user),
    store: NotebookStore = Depends(get_store),
):
    notebook = store.get(notebook_id)
    if notebook is None or notebook.owner_id != user.id:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="notebook not found")

    namespace = jsonpickle.decode(body.snapshot)
    if not isinstance(namespace, dict):
        raise HTTPException(status_code=422, detail="snapshot must describe a namespace")

    kernel = store.kernel_for(notebook_id, body.kernel)
    kernel.update_namespace(namespace)
    store.record_event(notebook_id, user.id, "restore", body.label)
    return RestoreResult(
        notebook_id=notebook_id,
        variables=sorted(namespace),
        restored_at=datetime.now(timezone.utc),
    )
