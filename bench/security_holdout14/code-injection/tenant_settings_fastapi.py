from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

DEFAULTS = {"currency": "'EUR'", "tax_rate": "0.2", "invoice_prefix": "'INV'"}


class SettingsPatch(BaseModel):
    values: dict


@app.post("/tenant/settings/preview")
def preview_settings(patch: SettingsPatch):
    merged = dict(DEFAULTS)
    merged.update(patch.values)
    lines = ["%s = %s" % (key, value) for key, value in merged.items()]
    scope = {}
    exec("\n".join(lines), {}, scope)
    return {k: repr(v) for k, v in scope.items()}
