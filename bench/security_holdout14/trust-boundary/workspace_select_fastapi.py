import os
from dataclasses import dataclass
from typing import Dict, List, Optional

from fastapi import Depends, FastAPI, HTTPException, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)


@dataclass(frozen=True)
class Workspace:
    id: int
    slug: str
    members: frozenset


class WorkspaceRepository:
    def __init__(self, rows: List[Workspace]):
        self._by_slug: Dict[str, Workspace] = {w.slug: w for w in rows}

    def for_member(self, slug: str, user_id: int) -> Optional[Workspace]:
        workspace = self._by_slug.get(slug)
        if workspace is None or user_id not in workspace.members:
            return None
        return workspace

    def visible_to(self, user_id: int) -> List[str]:
        return sorted(w.slug for w in self._by_slug.values() if user_id in w.members)


repo = WorkspaceRepository([
    Workspace(1, "platform", frozenset({10, 11})),
    Workspace(2, "growth", frozenset({11, 12})),
])


def current_user_id(request: Request) -> int:
    user_id = request.session.get("user_id")
    if not isinstance(user_id, int):
        raise HTTPException(status_code=401)
    return user_id


@app.post("/workspaces/{slug}/select")
def select_workspace(slug: str, request: Request, user_id: int = Depends(current_user_id)):
    workspace = repo.for_member(slug, user_id)
    if workspace is None:
        raise HTTPException(status_code=404, detail="workspace not found")
    request.session["workspace_id"] = workspace.id
    return {"workspace": workspace.slug}


@app.get("/workspaces")
def list_workspaces(user_id: int = Depends(current_user_id)):
    return {"workspaces": repo.visible_to(user_id)}
