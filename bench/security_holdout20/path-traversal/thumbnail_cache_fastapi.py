import os

from fastapi import Depends, FastAPI, HTTPException, Request

from app.auth import get_current_user

app = FastAPI()
CACHE_DIR = "/var/cache/thumbs"


@app.get("/thumbnails")
def list_thumbnails(_user=Depends(get_current_user)):
    return {"files": sorted(os.listdir(CACHE_DIR))}


@app.delete("/thumbnails")
def delete_thumbnail(request: Request, _user=Depends(get_current_user)):
    name = request.query_params.get("name")
    if not name:
        raise HTTPException(status_code=400, detail="name is required")
    # strip any parent-directory segments
    name = name.replace("../", "")

    path = os.path.join(CACHE_DIR, name)
    if not os.path.isfile(path):
        raise HTTPException(status_code=404, detail="no such thumbnail")
    os.remove(path)
    return {"deleted": name}
