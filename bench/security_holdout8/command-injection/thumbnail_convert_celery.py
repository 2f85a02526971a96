import logging
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from celery import shared_task

logger = logging.getLogger(__name__)

MEDIA_ROOT = Path("/srv/media")
THUMB_ROOT = MEDIA_ROOT / "thumbs"
ALLOWED_FORMATS = {"png", "jpg", "webp"}
SIZE_RE = re.compile(r"(\d{2,4})x(\d{2,4})")


@dataclass(frozen=True)
class ThumbnailSpec:
    source: Path
    width: int
    height: int
    fmt: str

    @property
    def target(self) -> Path:
        return THUMB_ROOT / f"{self.source.stem}_{self.width}x{self.height}.{self.fmt}"


def parse_spec(upload_name: str, size: str, fmt: str) -> ThumbnailSpec:
    match = SIZE_RE.fullmatch(size)
    if match is None:
        raise ValueError(f"bad size {size!r}")
    fmt = fmt.lower()
    if fmt not in ALLOWED_FORMATS:
        raise ValueError(f"unsupported format {fmt!r}")
    source = (MEDIA_ROOT / "uploads" / Path(upload_name).name).resolve()
    if not source.is_file():
        raise FileNotFoundError(source)
    return ThumbnailSpec(source, int(match.group(1)), int(match.group(2)), fmt)


def run_convert(spec: ThumbnailSpec) -> None:
    argv = [
        "convert",
        str(spec.source),
        "-thumbnail",
        f"{spec.width}x{spec.height}",
        f"{spec.fmt}:{spec.target}",
    ]
    subprocess.run(argv, check=True, timeout=60)


@shared_task(bind=True, max_retries=2)
def make_thumbnail(self, upload_name, size="200x200", fmt="png"):
    try:
        spec = parse_spec(upload_name, size, fmt)
    except (ValueError, FileNotFoundError) as exc:
        logger.warning("thumbnail rejected: %s", exc)
        return None
    THUMB_ROOT.mkdir(parents=True, exist_ok=True)
    try:
        run_convert(spec)
    except subprocess.CalledProcessError as exc:
        raise self.retry(exc=exc, countdown=10)
    return str(spec.target)
