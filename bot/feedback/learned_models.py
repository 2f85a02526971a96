"""The learned model a review decides with, refitted only when the data changed.

Fitting reads every recent finding and takes seconds at tens of thousands of them, so
the last fits are kept per (data version, repository settings). The data version is
the newest finding, feedback signal and unmute id: anything the learner reads adds a
row to one of those tables.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from bot.core.learning.fold import learn
from bot.core.learning.model import LearnedModel, LearningConfig
from bot.core.repo_config import RepoConfig
from bot.store import feedback
from bot.store.learning import DataVersion, data_version

if TYPE_CHECKING:
    from bot.store.sessions import Session


class LearnedModels:
    """A small cache of fitted models; safe to share between worker threads."""

    def __init__(self, size: int = 8) -> None:
        self._size = size
        self._fitted: OrderedDict[tuple[DataVersion, float, float], LearnedModel] = OrderedDict()
        self._lock = threading.Lock()
        self.fits = 0

    def for_repository(self, session: Session, repository: str, config: RepoConfig) -> LearnedModel:
        """Thresholds, calibration and mutes learned from every stored finding, aimed at the
        repository's own target precision and exploration share."""
        key = (data_version(session), config.target_precision, config.exploration_share)
        with self._lock:
            cached = self._fitted.get(key)
            if cached is not None:
                self._fitted.move_to_end(key)
                return cached
        model = learn(
            feedback.observations(session),
            LearningConfig(
                target_precision=config.target_precision,
                exploration_rate=config.exploration_share,
            ),
            unmutes=feedback.unmutes(session),
        )
        with self._lock:
            self.fits += 1
            self._fitted[key] = model
            while len(self._fitted) > self._size:
                self._fitted.popitem(last=False)
        return model
