from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="s3cr3t-for-dev")


@app.get("/search")
async def search(request: Request, q: str = ""):
    entry = {"term": q.strip()[:100], "kind": "catalog"}
    history = request.session.get("last_kind")
    request.session["last_kind"] = entry["kind"]
    return {"results": [], "term": entry["term"], "previous": history}
