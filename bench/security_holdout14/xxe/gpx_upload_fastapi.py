from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

app = FastAPI()
GPX_NS = {"g": "http://www.topografix.com/GPX/1/1"}
TRACK_PARSER = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True, dtd_validation=False)


@app.post("/tracks")
async def upload_track(gpx: UploadFile = File(...)):
    data = await gpx.read()
    try:
        root = etree.fromstring(data, parser=TRACK_PARSER)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(400, f"invalid GPX: {exc}")
    points = root.findall(".//g:trkpt", GPX_NS)
    name = root.findtext(".//g:trk/g:name", namespaces=GPX_NS)
    return {"name": name, "points": len(points)}
