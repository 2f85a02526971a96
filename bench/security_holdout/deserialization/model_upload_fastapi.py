import joblib
import numpy as np
from fastapi import FastAPI, File, UploadFile
from pydantic import BaseModel

app = FastAPI()
MODELS = {}


@app.post("/models/{name}")
async def upload_model(name: str, artifact: UploadFile = File(...)):
    MODELS[name] = joblib.load(artifact.file)
    return {"name": name, "type": type(MODELS[name]).__name__}


class Features(BaseModel):
    values: list[float]


@app.post("/models/{name}/predict")
async def predict(name: str, features: Features):
    model = MODELS[name]
    return {"prediction": model.predict(np.array([features.values])).tolist()}
