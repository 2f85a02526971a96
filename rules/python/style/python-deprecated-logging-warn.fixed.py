import logging
import warnings

logger = logging.getLogger(__name__)


class Client:
    def __init__(self) -> None:
        self.log = logging.getLogger("client")

    def retry(self, attempt: int) -> None:
        # ruleid: python-deprecated-logging-warn
        self.log.warning("retrying, attempt %d", attempt)
        # ok: python-deprecated-logging-warn
        self.log.warning("retrying, attempt %d", attempt)


def load(path: str) -> None:
    # ruleid: python-deprecated-logging-warn
    logging.warning("loading %s", path)
    # ruleid: python-deprecated-logging-warn
    logger.warning("slow disk")
    # ok: python-deprecated-logging-warn
    warnings.warn("load() is deprecated", DeprecationWarning, stacklevel=2)
    # ok: python-deprecated-logging-warn
    logger.warning("slow disk")
