from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException, Request

from app.auth import get_current_user

app = FastAPI()
CACHE_DIR = Path("/var/cache/avatars").resolve()


@app.get("/avatars")
def list_avatars(_user=Depends(get_current_user)):
    return {"files": sorted(p.name for p in CACHE_DIR.iterdir())}


@app.delete("/avatars")
def delete_avatar(request: Request, _user=Depends(get_current_user)):
    name = request.query_params.get("name")
    if not name:
        raise HTTPException(status_code=400, detail="name is required")

    target = (CACHE_DIR / name).resolve()
    if not target.is_relative_to(CACHE_DIR) or target == CACHE_DIR:
        raise HTTPException(status_code=400, detail="invalid name")
    if not target.is_file():
        raise HTTPException(status_code=404, detail="no such avatar")
    target.unlink()
    return {"deleted": target.name}
