import pickle

from fastapi import FastAPI, UploadFile

api = FastAPI()


@api.post("/models")
async def upload_model(model_file: UploadFile):
    raw = await model_file.read()
    model = pickle.loads(raw)
    return {"type": type(model).__name__}
