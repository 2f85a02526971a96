import secrets
import string
from dataclasses import dataclass, field
from datetime import date
from typing import Dict, List

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

COUPON_ALPHABET = string.ascii_uppercase + string.digits
COUPON_LENGTH = 12
MAX_BATCH = 500

app = FastAPI(title="promotions")


class CampaignRequest(BaseModel):
    name: str = Field(..., max_length=60)
    discount_pct: int = Field(..., ge=1, le=90)
    quantity: int = Field(..., ge=1, le=MAX_BATCH)
    expires_on: date


@dataclass
class Campaign:
    name: str
    discount_pct: int
    expires_on: date
    codes: List[str] = field(default_factory=list)


class CouponFactory:
    def __init__(self, alphabet: str = COUPON_ALPHABET, length: int = COUPON_LENGTH):
        self.alphabet = alphabet
        self.length = length

    def code(self) -> str:
        body = "".join(secrets.choice(self.alphabet) for _ in range(self.length))
        return f"{body[:4]}-{body[4:8]}-{body[8:]}"

    def batch(self, quantity: int) -> List[str]:
        codes = set()
        while len(codes) < quantity:
            codes.add(self.code())
        return list(codes)


class CampaignRegistry:
    def __init__(self):
        self.campaigns: Dict[str, Campaign] = {}

    def create(self, req: CampaignRequest, factory: CouponFactory) -> Campaign:
        if req.name in self.campaigns:
            raise HTTPException(status_code=409, detail="campaign exists")
        campaign = Campaign(req.name, req.discount_pct, req.expires_on)
        campaign.codes = factory.batch(req.quantity)
        self.campaigns[req.name] = campaign
        return campaign


registry = CampaignRegistry()
factory = CouponFactory()


@app.post("/campaigns", status_code=201)
async def create_campaign(req: CampaignRequest):
    campaign = registry.create(req, factory)
    return {
        "name": campaign.name,
        "discount_pct": campaign.discount_pct,
        "expires_on": campaign.expires_on.isoformat(),
        "codes": campaign.codes,
    }
