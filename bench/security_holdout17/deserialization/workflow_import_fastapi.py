import yaml
from fastapi import FastAPI, File, UploadFile

app = FastAPI()


def make_reader(loader_cls):
    def read(text):
        return yaml.load(text, Loader=loader_cls)

    return read


read_definition = make_reader(yaml.Loader)


@app.post("/workflows/import")
async def import_workflow(definition: UploadFile = File(...)):
    text = (await definition.read()).decode("utf-8")
    spec = read_definition(text)
    steps = spec.get("steps", []) if isinstance(spec, dict) else []
    return {"name": definition.filename, "steps": len(steps)}
