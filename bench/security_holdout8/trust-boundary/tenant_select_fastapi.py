import os

from fastapi import FastAPI, HTTPException, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(
    SessionMiddleware,
    secret_key=os.environ.get("SESSION_SECRET") or os.urandom(32).hex(),
    https_only=True,
)

MEMBERSHIPS = {
    "alice": {"acme": "owner", "globex": "viewer"},
    "bob": {"globex": "editor"},
}


@app.post("/tenants/{slug}/select")
def select_tenant(slug: str, request: Request):
    user = request.session.get("user")
    if user is None:
        raise HTTPException(status_code=401, detail="login required")
    memberships = MEMBERSHIPS.get(user, {})
    role = memberships.get(slug)
    if role is None:
        raise HTTPException(status_code=403, detail="not a member of this tenant")
    request.session["tenant"] = {"slug": slug, "role": role}
    return {"tenant": slug, "role": role}
