from fastapi import APIRouter, Depends, HTTPException, Response
from pydantic import BaseModel, Field

from .auth import User, current_user
from .tenants import TenantService, get_tenant_service

router = APIRouter(prefix="/api/tenant", tags=["tenant"])


class BannerUpdate(BaseModel):
    label: str = Field(min_length=1, max_length=80)
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")


class BannerOut(BaseModel):
    label: str
    color: str


def _header_text(value: str) -> str:
    if "\r" in value or "\n" in value:
        raise HTTPException(status_code=422, detail="label must be a single line")
    return value.encode("latin-1", "replace").decode("latin-1")


@router.get("/banner", response_model=BannerOut)
async def read_banner(
    response: Response,
    user: User = Depends(current_user),
    tenants: TenantService = Depends(get_tenant_service),
):
    banner = await tenants.banner_for(user.tenant_id)
    response.headers["Cache-Control"] = "private, max-age=60"
    return BannerOut(label=banner.label, color=banner.color)


@router.put("/banner", response_model=BannerOut)
async def update_banner(
    body: BannerUpdate,
    response: Response,
    user: User = Depends(current_user),
    tenants: TenantService = Depends(get_tenant_service),
):
    if not user.is_tenant_admin:
        raise HTTPException(status_code=403, detail="tenant admin role required")

    label = _header_text(body.label.strip())
    await tenants.save_banner(user.tenant_id, label=label, color=body.color)
    response.headers["X-Tenant-Banner"] = label
    return BannerOut(label=label, color=body.color)
