import pickle

from fastapi import FastAPI, UploadFile

from models.registry import MODEL_CACHE_PATH, save_metadata

api = FastAPI()


@api.post("/models")
async def upload_model(model_file: UploadFile):
    raw = await model_file.read()
    save_metadata(model_file.filename, len(raw))
    blob = pickle.dumps({"name": model_file.filename, "size": len(raw)})
    with open(MODEL_CACHE_PATH, "wb") as handle:
        handle.write(blob)
    return {"stored": model_file.filename}
