import yaml
from bottle import Bottle, HTTPError, request

app = Bottle()
PIPELINES = {}


@app.put("/pipelines/<name>")
def upload_pipeline(name):
    text = request.body.read().decode("utf-8")
    config = yaml.load(text, Loader=yaml.Loader)
    if not isinstance(config, dict) or "steps" not in config:
        raise HTTPError(400, "pipeline needs steps")
    PIPELINES[name] = config
    return {"name": name, "steps": len(config["steps"])}
