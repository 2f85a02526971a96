import yaml
from fastapi import FastAPI, File, HTTPException, UploadFile
from pydantic import BaseModel, ValidationError

app = FastAPI()


class Widget(BaseModel):
    kind: str
    title: str
    width: int = 1


class Layout(BaseModel):
    name: str
    widgets: list[Widget]


@app.post("/dashboards/layout")
async def import_layout(file: UploadFile = File(...)):
    content = await file.read()
    try:
        document = yaml.safe_load(content)
        layout = Layout(**document)
    except (yaml.YAMLError, TypeError, ValidationError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"name": layout.name, "widgets": len(layout.widgets)}
