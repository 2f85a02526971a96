# Redline: webhooks, dashboard and in-process workers (`redline serve`),
# or workers only (`redline worker`) with the same image.
FROM python:3.11-slim-bookworm

# git: local reviews and /fix workspaces; bubblewrap: the /fix sandbox.
RUN apt-get update \
    && apt-get install -y --no-install-recommends git=1:2.39.* bubblewrap=0.8.* \
    && rm -rf /var/lib/apt/lists/*

# /data holds the SQLite database of the default configuration: a volume, so it outlives
# the container (compose.yaml uses PostgreSQL instead).
RUN useradd --create-home --uid 10001 redline \
    && install -d -o 10001 -g 10001 /data
WORKDIR /app

COPY pyproject.toml constraints.txt README.md app.yml alembic.ini ./
COPY bot/ bot/
COPY rules/ rules/
COPY migrations/ migrations/
RUN pip install --no-cache-dir -c constraints.txt .

USER 10001
ENV REDLINE_DATABASE_URL=sqlite:////data/redline.db
VOLUME ["/data"]
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz')"]
# `exec`: the server replaces the shell as PID 1, so `docker stop`'s SIGTERM reaches uvicorn,
# which finishes in-flight requests and stops the workers cleanly.
CMD ["sh", "-c", "redline migrate && exec redline serve --host 0.0.0.0 --port 8000"]
