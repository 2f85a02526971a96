from datetime import datetime

from fastapi import APIRouter, Depends, FastAPI, File, HTTPException, UploadFile
from lxml import etree
from pydantic import BaseModel
from sqlalchemy import insert
from sqlalchemy.orm import Session

from .database import get_session
from .tables import crawl_queue

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}

router = APIRouter(prefix="/crawler")


class IngestResult(BaseModel):
    queued: int
    received_at: datetime


class SitemapReader:
    def __init__(self):
        self.parser = etree.XMLParser(
            resolve_entities=True,
            load_dtd=True,
            huge_tree=True,
            remove_blank_text=True,
        )

    def urls(self, payload: bytes) -> list[str]:
        root = etree.fromstring(payload, self.parser)
        return [loc.text.strip() for loc in root.iterfind(".//sm:loc", SITEMAP_NS) if loc.text]


class CrawlQueue:
    def __init__(self, db: Session):
        self.db = db

    def enqueue(self, urls: list[str]) -> int:
        if not urls:
            return 0
        self.db.execute(insert(crawl_queue), [{"url": u} for u in urls])
        self.db.commit()
        return len(urls)


def get_reader() -> SitemapReader:
    return SitemapReader()


@router.post("/sitemaps", response_model=IngestResult)
async def ingest_sitemap(
    upload: UploadFile = File(...),
    reader: SitemapReader = Depends(get_reader),
    db: Session = Depends(get_session),
):
    if upload.content_type not in {"application/xml", "text/xml"}:
        raise HTTPException(status_code=415)
    payload = await upload.read()
    try:
        urls = reader.urls(payload)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    queued = CrawlQueue(db).enqueue(urls)
    return IngestResult(queued=queued, received_at=datetime.utcnow())


@router.get("/queue/size")
def queue_size(db: Session = Depends(get_session)):
    return {"size": db.query(crawl_queue).count()}


app = FastAPI()
app.include_router(router)
