import tarfile


def unpack(archive: str, dest: str) -> None:
    with tarfile.open(archive, "r:gz") as tar:
        # ruleid: python-tarfile-extract-unfiltered
        tar.extractall(dest)


def unpack_one(archive: str, member: str, dest: str) -> None:
    tar = tarfile.open(archive)
    # ruleid: python-tarfile-extract-unfiltered
    tar.extract(member, path=dest)
    tar.close()


def unpack_safe(archive: str, dest: str) -> None:
    with tarfile.open(archive, "r:gz") as tar:
        # ok: python-tarfile-extract-unfiltered
        tar.extractall(dest, filter="data")


def unpack_global_filter(archive: str, dest: str) -> None:
    with tarfile.open(archive) as tar:
        tar.extraction_filter = tarfile.data_filter
        # ok: python-tarfile-extract-unfiltered
        tar.extractall(dest)


def unpack_one_safe(archive: str, member: str, dest: str) -> None:
    with tarfile.open(archive) as tar:
        # ok: python-tarfile-extract-unfiltered
        tar.extract(member, dest, filter=tarfile.data_filter)
