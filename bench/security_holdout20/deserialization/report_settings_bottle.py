import yaml
from bottle import Bottle, HTTPError, request

app = Bottle()


@app.post("/reports/settings")
def save_report_settings():
    text = request.body.read().decode("utf-8", errors="replace")
    try:
        settings = yaml.safe_load(text)
    except yaml.YAMLError:
        raise HTTPError(400, "could not read settings")
    if not isinstance(settings, dict):
        raise HTTPError(400, "settings must be a mapping")
    return {"columns": settings.get("columns", []), "format": settings.get("format", "csv")}
