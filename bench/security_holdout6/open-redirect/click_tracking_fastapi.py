import asyncio
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Dict, List

from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.responses import RedirectResponse
from pydantic import BaseModel

CAMPAIGN_CODES = {"spring-mail", "partner-blog", "retargeting"}
REDIRECT_STATUS = 302

app = FastAPI(title="Link tracker")


class ClickStats(BaseModel):
    campaign: str
    clicks: int
    last_click: str


@dataclass
class ClickLedger:
    counts: Counter = field(default_factory=Counter)
    last_seen: Dict[str, datetime] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def record(self, campaign: str) -> None:
        async with self.lock:
            self.counts[campaign] += 1
            self.last_seen[campaign] = datetime.now(timezone.utc)

    def stats(self) -> List[ClickStats]:
        return [
            ClickStats(campaign=c, clicks=n, last_click=self.last_seen[c].isoformat())
            for c, n in self.counts.most_common()
        ]


ledger = ClickLedger()


def get_ledger() -> ClickLedger:
    return ledger


def campaign_code(campaign: str = Query(..., max_length=40)) -> str:
    if campaign not in CAMPAIGN_CODES:
        raise HTTPException(status_code=404, detail="unknown campaign")
    return campaign


@app.get("/track/click")
async def track_click(
    to: str = Query(..., description="Destination after the click is counted"),
    campaign: str = Depends(campaign_code),
    ledger: ClickLedger = Depends(get_ledger),
):
    await ledger.record(campaign)
    return RedirectResponse(url=to, status_code=REDIRECT_STATUS)


@app.get("/track/stats", response_model=List[ClickStats])
async def click_stats(ledger: ClickLedger = Depends(get_ledger)):
    return ledger.stats()
