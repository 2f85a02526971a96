import yaml
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


@app.post("/drafts/import")
async def import_draft(request: Request):
    raw = await request.body()
    try:
        draft = yaml.load(raw, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    if not isinstance(draft, dict) or "title" not in draft:
        raise HTTPException(status_code=422, detail="draft needs a title")
    return {"title": str(draft["title"]), "sections": len(draft.get("sections") or [])}
