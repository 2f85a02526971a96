import joblib
from fastapi import Depends, FastAPI, HTTPException, UploadFile

from mlserve.auth import current_user
from mlserve.registry import ModelRegistry

app = FastAPI()
registry = ModelRegistry()


@app.post("/models/{name}")
async def upload_model(name: str, file: UploadFile, user=Depends(current_user)):
    model = joblib.load(file.file)
    if not hasattr(model, "predict"):
        raise HTTPException(status_code=422, detail="uploaded object has no predict()")
    version = registry.register(name, model, owner=user.id)
    return {"name": name, "version": version}


@app.post("/models/{name}/predict")
async def predict(name: str, rows: list[list[float]], user=Depends(current_user)):
    model = registry.current(name)
    if model is None:
        raise HTTPException(status_code=404)
    return {"predictions": model.predict(rows).tolist()}
