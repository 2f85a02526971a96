import os

import joblib
import numpy as np
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
MODEL_PATH = os.environ.get("CHURN_MODEL_PATH", "/opt/models/churn-2024-06.joblib")
MODEL = joblib.load(MODEL_PATH)


class Features(BaseModel):
    values: list[float]


@app.post("/churn/predict")
async def predict(features: Features):
    proba = MODEL.predict_proba(np.array([features.values]))[0, 1]
    return {"churn_probability": float(proba)}
