import asyncio
import logging

import boto3
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError
from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, Field, SecretStr

from .auth import require_workspace_admin
from .repository import StorageTargetRepository, get_storage_repo

log = logging.getLogger(__name__)
router = APIRouter(prefix="/api/storage", dependencies=[Depends(require_workspace_admin)])


class StorageTarget(BaseModel):
    name: str = Field(min_length=1, max_length=64)
    endpoint_url: str
    bucket: str = Field(min_length=3, max_length=63)
    access_key_id: str
    secret_access_key: SecretStr
    region: str = "us-east-1"


class ProbeResult(BaseModel):
    ok: bool
    detail: str | None = None


def _probe(target: StorageTarget) -> ProbeResult:
    cfg = Config(connect_timeout=5, read_timeout=5, retries={"max_attempts": 1})
    client = boto3.client("s3", endpoint_url=target.endpoint_url, region_name=target.region, aws_access_key_id=target.access_key_id, aws_secret_access_key=target.secret_access_key.get_secret_value(), config=cfg)
    try:
        client.head_bucket(Bucket=target.bucket)
        return ProbeResult(ok=True)
    except ClientError as exc:
        return ProbeResult(ok=False, detail=str(exc.response.get("Error", {})))
    except BotoCoreError as exc:
        return ProbeResult(ok=False, detail=str(exc))


@router.post("/test", response_model=ProbeResult)
async def test_connection(target: StorageTarget):
    return await asyncio.to_thread(_probe, target)


@router.post("/targets", status_code=201)
async def save_target(target: StorageTarget, repo: StorageTargetRepository = Depends(get_storage_repo)):
    result = await asyncio.to_thread(_probe, target)
    if not result.ok:
        raise HTTPException(status_code=422, detail=result.detail or "bucket not reachable")
    target_id = await repo.save(target)
    log.info("storage target %s saved", target_id)
    return {"id": target_id}
