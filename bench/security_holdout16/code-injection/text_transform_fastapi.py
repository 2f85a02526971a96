from fastapi import FastAPI, HTTPException

app = FastAPI()
TRANSFORMS = {
    "upper": "output = value.upper()",
    "reverse": "output = value[::-1]",
    "words": "output = len(value.split())",
    "strip": "output = value.strip()",
}


@app.get("/transform/{name}")
def transform(name: str, value: str = ""):
    source = TRANSFORMS.get(name)
    if source is None:
        raise HTTPException(status_code=404, detail="unknown transform")
    scope = {"__builtins__": {"len": len}, "value": value}
    exec(source, scope)
    return {"name": name, "output": scope["output"]}
