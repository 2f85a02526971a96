import yaml
from fastapi import FastAPI, HTTPException, UploadFile

from lms.courses import upsert_course

app = FastAPI(title="Course authoring")


@app.post("/courses/import")
async def import_course(outline: UploadFile):
    raw = await outline.read()
    try:
        data = yaml.safe_load(raw)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=f"invalid YAML: {exc}")
    if not isinstance(data, dict) or "code" not in data:
        raise HTTPException(status_code=422, detail="course code missing")
    modules = data.get("modules", [])
    course = await upsert_course(code=str(data["code"]), title=str(data.get("title", "")), modules=modules)
    return {"course": course.code, "modules": len(modules)}
