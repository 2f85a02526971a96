import io

import joblib
from fastapi import FastAPI, File, UploadFile

app = FastAPI()
MODELS = {}


class ModelRegistry:
    def register(self, name, stream):
        estimator = joblib.load(stream)
        MODELS[name] = estimator
        return type(estimator).__name__


registry = ModelRegistry()


@app.post("/models/{name}")
async def upload_model(name: str, file: UploadFile = File(...)):
    content = await file.read()
    kind = registry.register(name, io.BytesIO(content))
    return {"name": name, "type": kind}
