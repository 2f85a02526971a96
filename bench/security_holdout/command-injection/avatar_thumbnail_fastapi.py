import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()
MEDIA = "/srv/avatars"
FORMATS = {"webp", "png", "jpeg"}


def build_resize_command(src, width, fmt="webp"):
    return "convert {src} -resize {w}x {dst}".format(
        src=f"{MEDIA}/{src}", w=width, dst=f"{MEDIA}/thumbs/{src}.{fmt}"
    )


@app.post("/avatars/{user_id}/thumbnail")
async def make_avatar_thumbnail(user_id: int, width: str = "128", fmt: str = "webp"):
    try:
        w = int(width)
    except ValueError:
        raise HTTPException(422, "width must be an integer")
    if fmt not in FORMATS or not 16 <= w <= 1024:
        raise HTTPException(422, "unsupported size or format")
    cmd = build_resize_command(f"{user_id}.jpg", w, fmt)
    try:
        subprocess.check_output(cmd, shell=True, stderr=subprocess.STDOUT)
    except subprocess.CalledProcessError as exc:
        raise HTTPException(500, exc.output.decode(errors="replace"))
    return {"thumbnail": f"/avatars/thumbs/{user_id}.jpg.{fmt}"}
