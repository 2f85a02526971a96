package com.example.jobs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;

public class Cleaner {
    private static final Logger LOG = Logger.getLogger(Cleaner.class.getName());

    public void clean(Path dir) {
        // ruleid: java-empty-catch-block
        try {
            Files.delete(dir);
        } catch (Exception e) {
        }
    }

    public void cleanLogged(Path dir) {
        // ok: java-empty-catch-block
        try {
            Files.delete(dir);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "could not delete " + dir, e);
        }
    }

    public void cleanBestEffort(Path dir) {
        // ok: java-empty-catch-block
        try {
            Files.deleteIfExists(dir);
        } catch (IOException ignored) {
            // best effort: the directory is recreated on next start
        }
    }
}
